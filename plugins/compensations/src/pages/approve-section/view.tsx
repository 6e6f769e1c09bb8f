import { approveStep } from '../attest-section/model';
import { StepSection } from '../attest-section/view';

/** the approve page's compensation tab */
export default function ApproveSection() {
  return <StepSection model={approveStep} />;
}
