import type { Route } from '../../src/routes/contract.js';
import type { RouteTable } from '../../src/routes/table.js';

/**
 * The fuzz suite's classifier, read off a route table alone: the route a method and path belong to, `none` when no
 * route has the path, or `wrong-method`.
 */
export function classify(table: RouteTable, path: string, method = 'GET'): Route | 'none' | 'wrong-method' {
  const routes = table.routesAt(path);
  if (routes.length === 0) return 'none';
  const wanted = method === 'HEAD' ? 'GET' : method;
  return routes.find((route) => route.method === wanted) ?? 'wrong-method';
}
