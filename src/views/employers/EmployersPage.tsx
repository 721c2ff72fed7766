import { PageIntro } from "../shell/PageIntro";

export function EmployersPage() {
  return <PageIntro path="/for-employers" />;
}
