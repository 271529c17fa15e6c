export * from './StarJar';
export * from './StarJar.props';
export { STAR_JAR_SLOTS } from './starJarLayout';
