export { currencyList } from './settings.service.ts';
