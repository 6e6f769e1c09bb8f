import { PolicyPage } from './policy';

/** /app/portal/android/policy */
export default function AndroidPolicyPage() {
  return <PolicyPage platform="android" />;
}
