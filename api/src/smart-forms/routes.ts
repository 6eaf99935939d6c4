// The smart forms routes: the list engine for reading, the shared schemas for writing, the XLSForm routes
// (./xlsform) mounted with them. Each declaration is also the route's OpenAPI operation.
import { fieldError } from '@aid/common/errors';
import {
  createSmartFormSchema,
  SMART_FORM_STATUSES,
  smartFormJsonSchema,
  updateSmartFormSchema,
} from '@aid/common/smart-forms';
import type { Request, Router } from 'express';
import { z } from 'zod';
import type { AuthContext } from '../auth/context.js';
import type { ListScope } from '../db/list.js';
import type { DomainDeps } from '../domain.js';
import { ApiError } from '../http/errors.js';
import { defineIdRoute } from '../http/id-route.js';
import { singleQuery } from '../http/request.js';
import { defineListRoute, defineRoute, routerOf } from '../http/route.js';
import { closeSmartForm, deleteSmartForm, publishSmartForm } from './lifecycle.js';
import { SMART_FORMS, toSmartFormJson } from './model.js';
import { createSmartForm, getSmartForm, updateSmartForm, viewScope } from './service.js';
import { submissionRoutes } from './submissions/routes.js';
import { xlsformRoutes } from './xlsform/routes.js';

/** A definition of 500 elements in several languages is far past the usual 64 kB; the gateway sends up to 512 kB. */
const DEFINITION_BODY_BYTES = 1024 * 1024;

const notFound = 'No such form visible to the caller in this account (code NOT_FOUND).';
const answer = { description: 'The form as it now is.', schema: smartFormJsonSchema };

/** `?status=` narrows the list to one status. */
function formsScope(auth: AuthContext, req: Request): ListScope {
  const scope = viewScope(auth);
  const status = singleQuery(req, 'status');
  if (status === undefined) return scope;
  if (!(SMART_FORM_STATUSES as readonly string[]).includes(status)) {
    throw ApiError.invalid([fieldError('status', 'NOT_ONE_OF', { values: SMART_FORM_STATUSES.join(', ') })]);
  }
  return { ...scope, where: (params) => `status = ${params.add(status)}` };
}

export function smartFormsRouter({ member, files }: Pick<DomainDeps, 'member' | 'files'>): Router {
  return routerOf({ member }, [
    defineListRoute({
      path: '/smart-forms',
      operationId: 'listSmartForms',
      summary: 'A page of smart forms (newest first), or forms by id',
      description:
        'Needs SMART_FORMS VIEW. Each form comes with its draft and every published version. `status` keeps ' +
        'the forms in that status.',
      name: 'SmartForm',
      item: smartFormJsonSchema,
      source: SMART_FORMS,
      scope: formsScope,
      toJson: toSmartFormJson,
      extraQuery: { status: z.enum(SMART_FORM_STATUSES) },
    }),
    // Before /smart-forms/:id: `xlsform` is not a form id.
    ...xlsformRoutes({ files }),
    defineRoute({
      method: 'post',
      path: '/smart-forms',
      operationId: 'createSmartForm',
      summary: 'Create a draft form',
      description:
        'Needs SMART_FORMS CREATE. The target list must be a CUSTOM list of the organisation that the caller may ' +
        'update (BENEFICIARY_LISTS UPDATE), else 422 on `targetListId`. Without a definition the form has one ' +
        'empty page in English; a definition is checked as on PATCH. Writes an activity-log row.',
      permission: ['SMART_FORMS', 'CREATE'],
      body: createSmartFormSchema,
      bodyLimit: DEFINITION_BODY_BYTES,
      status: 201,
      response: { description: 'The new form (DRAFT).', schema: smartFormJsonSchema },
      handler: ({ auth, body }) => createSmartForm(auth, body),
    }),
    defineIdRoute({
      method: 'get',
      path: '/smart-forms/:id',
      operationId: 'getSmartForm',
      summary: 'One smart form, with its draft and published versions',
      description: 'Needs SMART_FORMS VIEW.',
      response: { description: 'The form.', schema: smartFormJsonSchema },
      notFound,
      handler: (auth, id) => getSmartForm(auth, id),
    }),
    defineIdRoute({
      method: 'patch',
      path: '/smart-forms/:id',
      operationId: 'updateSmartForm',
      summary: "Change a form's settings or draft",
      description:
        'Needs SMART_FORMS UPDATE. Omitted fields stay; a request that changes nothing writes nothing. A ' +
        "definition is checked whole against the rules of a form and the target list's properties: any problem " +
        'refuses the request (422, each problem a field error under `definition.`) and the stored draft stays. ' +
        'Published versions never change. `accessCode` is stored hashed; empty text removes it.',
      permission: ['SMART_FORMS', 'UPDATE'],
      body: updateSmartFormSchema,
      bodyLimit: DEFINITION_BODY_BYTES,
      response: answer,
      notFound,
      errors: { '409': 'The target list of a form that has been published cannot change (code CONFLICT).' },
      handler: (auth, id, body, access) => updateSmartForm(auth, access, id, body),
    }),
    defineIdRoute({
      method: 'post',
      path: '/smart-forms/:id/publish',
      operationId: 'publishSmartForm',
      summary: 'Publish the draft as the next version',
      description:
        'Needs SMART_FORMS UPDATE. The draft as it is becomes version n+1, which never changes; the form is ' +
        'PUBLISHED (a CLOSED form reopens) and gets its public token at the first publish. The target list’s ' +
        '`externalSmartForm` then names the form. Refused (422) when the draft has problems or no element ' +
        'takes an answer.',
      permission: ['SMART_FORMS', 'UPDATE'],
      response: answer,
      notFound,
      handler: (auth, id, _body, access) => publishSmartForm(auth, access, id),
    }),
    defineIdRoute({
      method: 'post',
      path: '/smart-forms/:id/close',
      operationId: 'closeSmartForm',
      summary: 'Stop a published form taking submissions',
      description: 'Needs SMART_FORMS UPDATE. PUBLISHED → CLOSED; publishing again reopens it.',
      permission: ['SMART_FORMS', 'UPDATE'],
      response: answer,
      notFound,
      errors: { '409': 'The form is not PUBLISHED (code CONFLICT).' },
      handler: (auth, id, _body, access) => closeSmartForm(auth, access, id),
    }),
    // Filling and review: POST/GET /smart-forms/:id/submissions, …/:submissionId/accept|merge|reject.
    ...submissionRoutes(),
    defineIdRoute({
      method: 'delete',
      path: '/smart-forms/:id',
      operationId: 'deleteSmartForm',
      summary: 'Delete a form that nobody has filled',
      description:
        'Needs SMART_FORMS DELETE. Its versions go with it; the target list’s `externalSmartForm` is cleared ' +
        'when it names the form.',
      permission: ['SMART_FORMS', 'DELETE'],
      response: { description: 'The form as it was.', schema: smartFormJsonSchema },
      notFound,
      errors: { '409': 'The form has submissions (code CONFLICT).' },
      handler: (auth, id, _body, access) => deleteSmartForm(auth, access, id),
    }),
  ]);
}
