export * from './return-refund';
export * from './return-window';
