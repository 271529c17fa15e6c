export * from './SpeakButton';
