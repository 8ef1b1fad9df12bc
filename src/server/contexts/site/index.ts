export { homePageHtml } from './home-first-html.ts';
export { alertBarForPage } from './alert-first-html.ts';
