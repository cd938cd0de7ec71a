export * from './categoryApi';
export * from './productsApi';
export * from './productApi';
export * from './alternativesApi';
export * from './advApi';
