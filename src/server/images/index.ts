/** The images feature's public module: its routes for app.ts and the packshot paths the demo seed writes. */
export { imageRoutes } from './images.routes';
export {
  PACKSHOT_SHAPES, PACKSHOT_VIEWS, productImagePath, renderImage, type PackshotPath, type PackshotShape, type PackshotView,
} from './packshot';
