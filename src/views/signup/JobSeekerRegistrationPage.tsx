import { PageIntro } from "../shell/PageIntro";

export function JobSeekerRegistrationPage() {
  return <PageIntro path="/job-seeker-registration" />;
}
