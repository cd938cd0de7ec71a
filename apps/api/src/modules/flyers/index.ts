// The flyers area (decisions 0049, 0050): owns leaflet, leaflet_media, leaflet_page, leaflet_hotspot.
export { flyersRoutes } from './flyers.routes.js';
export { FlyersService } from './flyers.service.js';
export { flyerImageRoutes } from './flyer-images.routes.js';
export { PAGE_BAND, PAGE_HEIGHT, PAGE_WIDTH } from './flyer-svg.js';
