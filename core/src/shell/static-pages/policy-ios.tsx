import { PolicyPage } from './policy';

/** /app/portal/ios/policy */
export default function IosPolicyPage() {
  return <PolicyPage platform="ios" />;
}
