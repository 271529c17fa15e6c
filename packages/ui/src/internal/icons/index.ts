// One module per icon behind this index: a bundle takes only the icons its screens draw, into
// those screens' chunks (an icon only a signed-in screen draws never rides along with a public
// page's scripts).
export { CloseIcon } from './CloseIcon';
export { ChevronDownIcon } from './ChevronDownIcon';
export { ChevronLeftIcon } from './ChevronLeftIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export { CheckIcon } from './CheckIcon';
export { EyeIcon } from './EyeIcon';
export { EyeOffIcon } from './EyeOffIcon';
export { InfoIcon } from './InfoIcon';
export { SuccessIcon } from './SuccessIcon';
export { WarningIcon } from './WarningIcon';
export { ErrorIcon } from './ErrorIcon';
export { MoreIcon } from './MoreIcon';
export { PlusIcon } from './PlusIcon';
export { GripIcon } from './GripIcon';
export { EditIcon } from './EditIcon';
export { SpeakerIcon } from './SpeakerIcon';
export { SpeakerOffIcon } from './SpeakerOffIcon';
export { PlayIcon } from './PlayIcon';
export { ResetIcon } from './ResetIcon';
export { ArrowRightIcon } from './ArrowRightIcon';
