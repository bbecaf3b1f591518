export * from './strategies';
export * from './cart-skus';
export * from './bundle-box';
export * from './rank';
export * from './catalogue-signals';
export * from './wire';
export * from './order-signals';
