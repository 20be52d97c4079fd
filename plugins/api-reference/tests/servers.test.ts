/**
 * Where the operations are served: the router extraction (scripts/api-routes.ts) on crafted Go
 * source, the matching of spec paths with gin routes, and the pinned data (data/mounts.json,
 * data/routes.json) agreeing with the spec.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extract, functionsOf, inCommunityBuild, joinPaths, tokenize} from '../../../scripts/api-routes';
import {loadSpec, loadTexts, operationsOf, publicOperations} from '../spec';
import {answeringRoutes, loadMounts, loadRoutes, mountProblems, pathEnums, routeAnswers, servedAt, shownPathProblems} from '../servers';
import {generate} from '..';
import type {TagPageData} from '../model';

const spec = loadSpec();
const texts = loadTexts();
const mounts = loadMounts();
const routes = loadRoutes();

test('the extraction follows groups, nested calls, string arguments and gin constructors', () => {
  const source = `package router
// r.GET("/commented", h.X)
func NewRouter(config *config.Config) (*gin.Engine, error) {
	r := gin.New()
	r.GET("/metrics", gin.WrapH(promhttp.Handler()))
	api := r.Group("/api/v1")
	admin := api.Group("admin", needAdmin)
	admin.PUT("/:id", h.Update)
	/* api.POST("/ignored", h.Ignored) */
	createThings(api, "/things", middleware.Collection{})
	api.Group("/chained").DELETE("", h.Delete)
	mapping(r, "/hf")
	return r, nil
}

func createThings(group *gin.RouterGroup, prefix string, mc middleware.Collection) {
	things := group.Group(prefix)
	{
		things.GET("", mc.Auth.NeedLogin, h.Index)
		things.Any("/:name/*rest", h.Proxy)
	}
}

func mapping(a, b *gin.Engine, group string) {}
`;
  const functions = functionsOf(tokenize(source), 'api/router/api.go');
  assert.deepEqual(
    functions.map((fn) => [fn.name, fn.params.map((param) => `${param.name}${param.router ? '*' : ''}`).join(',')]),
    [
      ['NewRouter', 'config'],
      ['createThings', 'group*,prefix,mc'],
      ['mapping', 'a*,b*,group'],
    ],
  );
  const {routes: found, unresolved} = extract(functions, 'NewRouter');
  assert.deepEqual(
    found.map((route) => `${route.method} ${route.path} ${route.handler} ${route.source}`),
    [
      'GET /metrics gin.WrapH(promhttp.Handler()) api/router/api.go:5',
      'PUT /api/v1/admin/:id h.Update api/router/api.go:8',
      'GET /api/v1/things h.Index api/router/api.go:19',
      'ANY /api/v1/things/:name/*rest h.Proxy api/router/api.go:20',
      'DELETE /api/v1/chained h.Delete api/router/api.go:11',
    ],
  );
  assert.deepEqual(unresolved, []);
});

test('the extraction names what it cannot resolve', () => {
  const source = `package router
func NewRouter() {
	r := gin.New()
	g := r.Group(prefixFromConfig)
	other.Register(r)
	g.GET("/x", h.X)
}`;
  const {routes: found, unresolved} = extract(functionsOf(tokenize(source), 'x.go'), 'NewRouter');
  assert.deepEqual(found, []);
  assert.deepEqual(unresolved, [
    'x.go:4: Group(prefixFromConfig) is not a string literal',
    'x.go:5: a router is passed to other.Register(), not followed',
  ]);
  assert.throws(() => extract([], 'NewRouter'), /no function NewRouter/);
});

test('gin path joining and build tags', () => {
  assert.equal(joinPaths('/api/v1', 'space_resources'), '/api/v1/space_resources');
  assert.equal(joinPaths('/api/v1', ''), '/api/v1');
  assert.equal(joinPaths('', '/v1'), '/v1');
  assert.equal(joinPaths('/a', '/b/'), '/a/b/');
  assert.equal(inCommunityBuild('//go:build !ee && !saas\n\npackage router'), true);
  assert.equal(inCommunityBuild('//go:build ee || saas\n\npackage router'), false);
  assert.equal(inCommunityBuild('//go:build saas\n'), false);
  assert.equal(inCommunityBuild('package router'), true);
});

test('a gin route answers a spec path: parameters, enum values, wildcards', () => {
  const enums = pathEnums('/{repo_type}/{namespace}/{name}/{type}', [
    {name: 'repo_type', in: 'path', enum: ['models', 'spaces']},
    {name: 'namespace', in: 'path'},
    {name: 'name', in: 'path'},
  ]);
  assert.equal(enums.get('type'), null, 'an undeclared parameter matches any literal');
  assert.ok(routeAnswers('/models/:namespace/:name/run', '/{repo_type}/{namespace}/{name}/{type}', enums));
  assert.ok(!routeAnswers('/datasets/:namespace/:name/run', '/{repo_type}/{namespace}/{name}/{type}', enums), 'not an enum value');
  assert.ok(
    !routeAnswers('/models/active/:name/run', '/{repo_type}/{namespace}/{name}/{type}', enums),
    'a declared parameter without enum',
  );
  assert.ok(routeAnswers('/v1/models/*model', '/v1/models/{model}'));
  assert.ok(routeAnswers('/prompt/record/*file_path', '/prompt/record/{file_path}'));
  assert.ok(!routeAnswers('/v1/models', '/v1/models/{model}'));
  assert.ok(!routeAnswers('/v1/models/:model', '/v1/models'));
  assert.ok(!routeAnswers('/api/v1/a', '/api/v1/b'));
});

test('routes.json comes from the pinned commit and lists the servers mounts.json names', () => {
  assert.equal(routes.commit, 'c1ada0e1b9e94749fe15f93bffbaa75492671286');
  for (const server of Object.values(mounts.servers)) assert.ok(routes.servers[server.routes], server.routes);
  for (const [id, server] of Object.entries(routes.servers)) {
    assert.ok(server.routes.length > 0, id);
    for (const route of server.routes) assert.match(route.source, /^[a-z]+\/router\/[a-z_]+\.go:\d+$/, `${id}: ${route.source}`);
  }
});

test('every operation is served where mounts.json says, or listed with the reason it is not', () => {
  assert.deepEqual(mountProblems(operationsOf(spec), mounts, routes), []);
});

test('mounts.json: a wrong mount, a stale override and a wrongly unrouted operation are reported', () => {
  const broken = {
    ...mounts,
    tags: {...mounts.tags, Model: 'aigateway'},
    operations: {...mounts.operations, 'GET /no/such/path': {path: '/x', source: 'nowhere'}},
    unrouted: [...mounts.unrouted, {reason: 'noHandler', operations: ['GET /datasets']}],
  };
  const problems = mountProblems(operationsOf(spec), broken, routes);
  assert.ok(problems.includes('mounts.json: GET /no/such/path is not in the spec'), problems.join('\n'));
  assert.ok(
    problems.some((problem) =>
      problem.startsWith('mounts.json: no route of routes.json serves GET /models/{namespace}/{name} at /aigateway'),
    ),
  );
  assert.ok(problems.some((problem) => problem.startsWith('mounts.json: GET /datasets is listed as unrouted, but api/router/api.go:')));
});

test('public paths: the API server under /api/v1, the AI gateway under /aigateway, no /api/v1/v1', () => {
  const paths = new Map(publicOperations(spec, texts).map((operation) => [operation.key, servedAt(operation, mounts)]));
  assert.equal(paths.get('POST /v1/chat/completions')?.path, '/aigateway/v1/chat/completions');
  assert.equal(paths.get('POST /v1/chat/completions')?.credential, 'apiKey');
  assert.equal(paths.get('POST /v1/embeddings')?.credential, 'apiKey');
  assert.equal(paths.get('GET /v1/models/{model}')?.path, '/aigateway/v1/models/{model}');
  assert.equal(paths.get('GET /v1/models')?.credential, undefined);
  assert.equal(paths.get('GET /models/{namespace}/{name}')?.path, '/api/v1/models/{namespace}/{name}');
  assert.equal(paths.get('POST /repos/create')?.path, '/csg/api/repos/create');
  assert.equal(paths.get('PUT /broadcasts/:id')?.path, '/api/v1/admin/broadcasts/{id}');
  for (const [key, served] of paths) {
    assert.ok(!served.path.includes('/api/v1/v1'), key);
    assert.match(served.path, /^\/(api\/v1|aigateway\/v1|csg\/api)\//, key);
  }
});

test('the generated pages show the public paths, the credential and the reason a path is not served', () => {
  const generated = generate();
  for (const [locale, pages] of generated.pages) {
    const shown: Array<{method: string; path: string; where: string}> = [];
    for (const page of pages) {
      if (!page.json || page.id.endsWith('/index')) continue; // a split group's index shows no operation
      const data = JSON.parse(page.json) as TagPageData;
      for (const {operation} of data.operations) {
        shown.push({method: operation.method, path: operation.path, where: page.id});
        shown.push({method: operation.example.method, path: operation.example.path.replace(/<([^>]+)>/g, '{$1}'), where: page.id});
      }
    }
    assert.deepEqual(shownPathProblems(shown, spec, mounts, routes), [], locale);
    const gateway = pages.find((page) => page.id === 'agents/ai-gateway')!;
    assert.match(
      gateway.twin!,
      /curl -X POST "https:\/\/<your-csghub>\/aigateway\/v1\/chat\/completions" \\\n {2}-H "Authorization: Bearer <api-key>"/,
    );
    assert.match(gateway.content, /Authorization: Bearer <api-key>/);
    // The Agent group is split (data/pages.json): its index and each of its pages say it once.
    const agents = pages.filter((page) => page.id.startsWith('agents/agent/'));
    assert.ok(agents.length > 2);
    for (const page of agents) {
      assert.ok(
        page.content.includes(mounts.reasons.noHandler!.group![locale]),
        `${locale} ${page.id}: the Agent page says once that its operations are not served`,
      );
      assert.ok(!page.json!.includes('"unrouted"'), `${locale} ${page.id}: and not in every section`);
    }
    const model = pages
      .filter((page) => page.id.startsWith('repositories/model/') && page.id !== 'repositories/model/index')
      .flatMap((page) => (JSON.parse(page.json!) as TagPageData).operations);
    assert.equal(model.filter(({operation}) => operation.unrouted).length, 2, `${locale}: two Model operations are not served`);
  }
  // A path that the spec shows but no route serves is reported.
  assert.deepEqual(shownPathProblems([{method: 'POST', path: '/api/v1/v1/chat/completions', where: 'x'}], spec, mounts, routes), [
    'x: POST /api/v1/v1/chat/completions contains /api/v1/v1',
    'x: POST /api/v1/v1/chat/completions is not the public path of an operation',
  ]);
  const wrong = {...mounts, tags: {}};
  assert.deepEqual(shownPathProblems([{method: 'GET', path: '/api/v1/v1/models', where: 'x'}], spec, wrong, routes), [
    'x: GET /api/v1/v1/models contains /api/v1/v1',
    'x: no route serves GET /api/v1/v1/models',
  ]);
  assert.ok(
    answeringRoutes(
      operationsOf(spec).find((operation) => operation.key === 'GET /v1/models')!,
      servedAt({key: 'GET /v1/models', tag: 'AIGateway', path: '/v1/models', op: {}}, mounts),
      mounts,
      routes,
    ).length > 0,
  );
});
