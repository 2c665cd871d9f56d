export * from './auth';
export * from './symptoms';
export * from './system';
