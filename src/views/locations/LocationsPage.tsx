import { PageIntro } from "../shell/PageIntro";

export function LocationsPage() {
  return <PageIntro path="/locations" />;
}
