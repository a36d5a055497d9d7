/**
 * The preview of the store (issue 26; docs/decisions/110-store-preview.md): the preview a request
 * carries (`app.storePreview`), the refusal of every shop and account write while it runs, and
 * starting and ending one (the clinic's and the platform's routes start it, the shop's ends it).
 */
export {
  PREVIEW_READ_ONLY_MESSAGE, clearPreviewCookie, isShopWrite, storePreviewPlugin,
} from './store-preview.plugin';
export { openPreview } from './open-preview';
export {
  endPreview, previewAuditFacts, previewDto, type ActivePreview, type StartPreviewInput,
} from './store-preview.service';
