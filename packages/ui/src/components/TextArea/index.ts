export * from './TextArea';
