import { PageIntro } from "../shell/PageIntro";

export function SearchContractorsPage() {
  return <PageIntro path="/search-contractors" />;
}
