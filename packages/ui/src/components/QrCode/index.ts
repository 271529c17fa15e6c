export * from './QrCode';
