export { AddToAutoOrderLink } from './AddToAutoOrderLink';
