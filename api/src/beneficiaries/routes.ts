// The beneficiaries routes: lists (the list engine for reading), their members, and beneficiaries.
import {
  createBeneficiaryListSchema,
  createBeneficiarySchema,
  listMembershipSchema,
  updateBeneficiaryListSchema,
  updateBeneficiarySchema,
} from '@aid/common';
import { type RequestHandler, Router } from 'express';
import { authContext } from '../auth/context.js';
import type { FilesConfig } from '../files/service.js';
import { listQueryOf, listRoute } from '../http/list.js';
import { requestLog } from '../http/logger.js';
import { idParam, singleQuery, splitIds } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
import { listScope } from './access.js';
import { eraseBeneficiary } from './erasure.js';
import { beneficiaryExportRouter } from './export.js';
import { createList, deleteList, getList, updateList } from './lists.js';
import { addMembers, removeMembers } from './members.js';
import { BENEFICIARIES, BENEFICIARY_LISTS as LISTS_SOURCE, toBeneficiaryListJson } from './model.js';
import {
  createBeneficiary,
  findBeneficiaries,
  getBeneficiary,
  listBeneficiaries,
  updateBeneficiary,
} from './service.js';

export function beneficiariesRouter({ member, files }: { member: RequestHandler; files: FilesConfig }): Router {
  const router = Router();
  const json = jsonBody();

  router.get(
    '/beneficiary-lists',
    member,
    listRoute({ source: LISTS_SOURCE, scope: (auth) => listScope(auth), toJson: toBeneficiaryListJson }),
  );

  router.post('/beneficiary-lists', member, ...json, async (req, res) => {
    const auth = authContext(res);
    res.status(201).json(await createList(auth, validateBody(createBeneficiaryListSchema, req.body)));
  });

  router.get('/beneficiary-lists/:id', member, async (req, res) => {
    res.json(await getList(authContext(res), idParam(req)));
  });

  router.patch('/beneficiary-lists/:id', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    res.json(await updateList(auth, id, validateBody(updateBeneficiaryListSchema, req.body)));
  });

  router.delete('/beneficiary-lists/:id', member, async (req, res) => {
    res.json(await deleteList(authContext(res), idParam(req)));
  });

  router.use(beneficiaryExportRouter({ member }));

  router.get('/beneficiary-lists/:id/beneficiaries', member, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    res.json(await listBeneficiaries(auth, id, listQueryOf(req, BENEFICIARIES)));
  });

  // The list is looked up before the body is read: a list the caller may not see is a 404 whatever they send.
  router.post('/beneficiary-lists/:id/members', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    await getList(auth, id);
    res.json(await addMembers(auth, id, validateBody(listMembershipSchema, req.body)));
  });

  router.post('/beneficiary-lists/:id/members/remove', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    await getList(auth, id);
    res.json(await removeMembers(auth, id, validateBody(listMembershipSchema, req.body)));
  });

  // Batch look-up for the gateway's DataLoader; pages of beneficiaries are per list (above).
  router.get('/beneficiaries', member, async (req, res) => {
    const auth = authContext(res);
    const ids = splitIds(singleQuery(req, 'ids') ?? '');
    res.json({ items: await findBeneficiaries(auth, ids) });
  });

  router.post('/beneficiaries', member, ...json, async (req, res) => {
    const auth = authContext(res);
    res.status(201).json(await createBeneficiary(auth, validateBody(createBeneficiarySchema, req.body)));
  });

  router.get('/beneficiaries/:id', member, async (req, res) => {
    res.json(await getBeneficiary(authContext(res), idParam(req)));
  });

  router.patch('/beneficiaries/:id', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    res.json(await updateBeneficiary(auth, id, validateBody(updateBeneficiarySchema, req.body)));
  });

  // Data protection (README "Deleting or anonymising a beneficiary"): both need BENEFICIARY_LISTS DELETE.
  router.delete('/beneficiaries/:id', member, async (req, res) => {
    res.json(await eraseBeneficiary(authContext(res), files, idParam(req), 'DELETE', requestLog(res)));
  });

  router.post('/beneficiaries/:id/anonymise', member, async (req, res) => {
    res.json(await eraseBeneficiary(authContext(res), files, idParam(req), 'ANONYMISE', requestLog(res)));
  });

  return router;
}
