import { site } from "./site";

/**
 * The words of the two screens the shell itself shows: the 404 page and the error screen. Apart from
 * content/pages.ts, so the code every page starts with does not carry every page's head metadata.
 */
const product = site.productName;

export const notFoundPage = {
  title: `Page not found | ${product}`,
  description: "The page you were looking for does not exist. Head back to the home page.",
  heading: "Oops! Page not found",
  intro: "The page you were looking for has moved or never existed.",
  homeLink: "Back to home",
};

export const errorPage = {
  title: `Something went wrong | ${product}`,
  heading: "Unexpected Application Error!",
  intro: "Something broke while showing this page. The details below help us fix it.",
  stackLabel: "Error details (stack trace)",
  homeLink: "Back to home",
  retry: "Try again",
};
