export * from './query';
export * from './trigram';
export * from './score';
export * from './suggest';
export * from './wire';
