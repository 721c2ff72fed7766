import { PageIntro } from "../shell/PageIntro";
import { SavingsCalculator } from "./calculator/SavingsCalculator";

export function HomePage() {
  return (
    <>
      <PageIntro path="/" />
      <SavingsCalculator />
    </>
  );
}
