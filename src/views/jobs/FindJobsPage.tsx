import { PageIntro } from "../shell/PageIntro";

export function FindJobsPage() {
  return <PageIntro path="/find-jobs" />;
}
