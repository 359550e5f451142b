export * from './first-name-gender';
