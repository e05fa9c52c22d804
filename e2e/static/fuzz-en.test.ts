import { fuzzRoutes } from './fuzz';

fuzzRoutes('en');
