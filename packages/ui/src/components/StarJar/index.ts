export {
  defaultStarJarMessages,
  StarJar,
  type StarJarMessages,
  type StarJarProps,
} from './StarJar';
export {
  starJarSizes,
  starJarStates,
  type StarJarSize,
  type StarJarState,
  type StarShare,
} from './StarJar.props';
export { STAR_JAR_SLOTS } from './starJarLayout';
