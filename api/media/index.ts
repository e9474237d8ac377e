// Stored images: a small platform module (not an area) that every area may use for its
// pictures (docs/decisions/0018). api/platform.ts mounts its routes at /api/media; areas
// attach an image through `ownImage` in ./domain/images.ts.
export { createMediaRouter } from "./http/router.js";
