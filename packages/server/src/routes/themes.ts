import {
  createCustomThemeBody,
  currentFlavorResponse,
  customTheme,
  customThemesResponse,
  deleteCustomThemeResponse,
  errorResponse,
  flavorsResponse,
  switchFlavorQuery,
  switchFlavorResponse,
  themeIdParams,
  themeMessages,
  updateCustomThemeBody,
  userCategoryDataResponse,
  userIdQuery,
} from '@taskboard/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import type { ThemesService } from '../services/themes-service';
import { ownBoardOnly } from './backlog';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

const common = { tags: ['themes'], security: [{ bearer: [] }], querystring: userIdQuery };

/**
 * Goal grouping themes (content spec §7 flavor and theme calls), under /backlog beside the board
 * they shape. Like every board call they act on the bearer token's user; `user_id` must name it.
 */
export const themesRoutes: FastifyPluginAsyncZod<{ themes: ThemesService }> = async (
  app,
  { themes },
) => {
  app.addHook('preHandler', ownBoardOnly);
  const owner = (request: Parameters<typeof authOf>[0]) => authOf(request).user;
  const config = { auth: 'user' as const };

  app.get(
    '/flavors',
    {
      config,
      schema: {
        ...common,
        operationId: 'listFlavors',
        summary: 'The built-in flavors with their categories',
        description: 'Any signed-in member may call it.',
        response: { 200: flavorsResponse, ...errors },
      },
    },
    async () => themes.flavors(),
  );

  app.get(
    '/current-flavor',
    {
      config,
      schema: {
        ...common,
        operationId: 'getCurrentFlavor',
        summary: "The user's flavor or custom theme and the categories its goals may use",
        description: 'Any signed-in member may call it, for its own board only.',
        response: { 200: currentFlavorResponse, ...errors },
      },
    },
    async (request) => themes.currentFlavor(owner(request)),
  );

  app.get(
    '/custom-themes',
    {
      config,
      schema: {
        ...common,
        operationId: 'listCustomThemes',
        summary: "The user's custom themes",
        description: 'Any signed-in member may call it, for its own themes only.',
        response: { 200: customThemesResponse, ...errors },
      },
    },
    async (request) => themes.customThemes(owner(request)),
  );

  app.get(
    '/user-category-data',
    {
      config,
      schema: {
        ...common,
        operationId: 'getUserCategoryData',
        summary: 'Flavors, the current flavor and the custom themes in one call',
        description:
          'Any signed-in member may call it, for its own board only. The same answers as the ' +
          'three separate calls.',
        response: { 200: userCategoryDataResponse, ...errors },
      },
    },
    async (request) => themes.userCategoryData(owner(request)),
  );

  app.post(
    '/custom-themes',
    {
      config,
      schema: {
        ...common,
        operationId: 'createCustomTheme',
        summary: 'Create a custom theme with its categories',
        description:
          'Any signed-in member may call it, for its own board. One theme too many answers 422.',
        body: createCustomThemeBody,
        response: { 201: customTheme, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await themes.createTheme(owner(request), request.body)),
  );

  app.put(
    '/custom-themes/:theme_id',
    {
      config,
      schema: {
        ...common,
        operationId: 'updateCustomTheme',
        summary: 'Rename a custom theme and replace its categories (kept ones keep their goals)',
        description:
          "Any signed-in member may call it, for its own themes only; another user's theme " +
          'answers 404.',
        params: themeIdParams,
        body: updateCustomThemeBody,
        response: { 200: customTheme, ...errors },
      },
    },
    async (request) => themes.updateTheme(owner(request), request.params.theme_id, request.body),
  );

  app.delete(
    '/custom-themes/:theme_id',
    {
      config,
      schema: {
        ...common,
        operationId: 'deleteCustomTheme',
        summary: 'Delete a custom theme; goals in its categories get no category',
        description:
          "Any signed-in member may call it, for its own themes only; another user's theme " +
          'answers 404.',
        params: themeIdParams,
        response: { 200: deleteCustomThemeResponse, ...errors },
      },
    },
    async (request) => themes.deleteTheme(owner(request), request.params.theme_id),
  );

  app.post(
    '/switch-flavor',
    {
      config,
      schema: {
        ...common,
        operationId: 'switchFlavor',
        summary: 'Group goals by another flavor or custom theme; every goal loses its category',
        description:
          'Any signed-in member may call it, for its own board only. An unknown flavor or theme' +
          ' answers 404.',
        querystring: switchFlavorQuery,
        response: { 200: switchFlavorResponse, ...errors },
      },
    },
    async (request) => {
      const newFlavor = request.query.new_flavor;
      if (!newFlavor) throw new HttpError(422, themeMessages.flavorRequired);
      return themes.switchFlavor(owner(request), newFlavor);
    },
  );
};
