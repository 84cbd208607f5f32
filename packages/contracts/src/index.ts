export * from './constants.js';
export * from './errors.js';
export * from './users.js';
export * from './ui-config.js';
