export { homePageHtml } from './home-first-html.ts';
