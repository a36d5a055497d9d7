// Moved to src/web/ui/address-card (shared with the account's address book and payment settings, issue 14).
export * from '../../../ui/address-card/saved-lists';
