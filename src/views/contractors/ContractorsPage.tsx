import { PageIntro } from "../shell/PageIntro";

export function ContractorsPage() {
  return <PageIntro path="/for-contractors" />;
}
