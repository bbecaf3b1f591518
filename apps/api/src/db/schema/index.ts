export * from './products';
export * from './carts';
export * from './upsells';
export * from './orders';
export * from './sandbox';
export * from './jobs';
export * from './payment-webhooks';
export * from './sandbox-wallet';
