import { fuzzRoutes } from './fuzz';

fuzzRoutes('zh');
