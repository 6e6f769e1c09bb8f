import { attestStep } from './model';
import { StepSection } from './view';

/** the attest page's compensation tab */
export default function AttestSection() {
  return <StepSection model={attestStep} />;
}
