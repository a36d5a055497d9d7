/** The images feature's public module: its routes for app.ts and the packshot paths the demo seed writes. */
export { imageRoutes } from './images.routes';
export { productImagePath, renderImage, type PackshotShape, type PackshotView } from './packshot';
