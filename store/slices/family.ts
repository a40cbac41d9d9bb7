import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { errorMessage, isApiClientError } from '../../api/errors';
import type { EndpointInput, EndpointOutput } from '../../api/contract/define';
import type { answerDiagnosis } from '../../api/contract/diagnosis';
import type { postEnquete } from '../../api/contract/enquete';
import type { createParentLink, createParentQuestionnaire, saveParentReactions } from '../../api/contract/parents';
import type { getSpecial, postSpecial, SpecialStatus } from '../../api/contract/special';
import { createAppThunk } from '../hooks';
import { injectSlice, type ThunkExtra } from '../index';
import { addRemoteCases, remote, type Remote } from '../remote';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const diagnosisContract = () => import('../../api/contract/diagnosis');
const enqueteContract = () => import('../../api/contract/enquete');
const parentsContract = () => import('../../api/contract/parents');
const specialContract = () => import('../../api/contract/special');

/** A diagnosis call that failed keeps its HTTP status (§8): 0 when the network failed. */
export interface DiagnosisFailure {
  status: number;
  message: string;
}

export interface FamilyState {
  diagnosis: { started: Remote<{ id: string } | null>; answered: Remote<{ result: true } | null>; failedStatus: number | null };
  /** Enquete and special posts answer true or false (§8). */
  enquete: Remote<EndpointOutput<typeof postEnquete> | null>;
  special: Remote<EndpointOutput<typeof postSpecial> | null>;
  /** The LINE visitor's verification and application state. */
  specialStatus: Remote<SpecialStatus | null>;
  parents: { created: Remote<{ id: number; key: string } | null>; link: Remote<EndpointOutput<typeof createParentLink> | null>; reactions: Remote<{ result: true } | null> };
}

export const initialFamilyState: FamilyState = {
  diagnosis: { started: remote(null), answered: remote(null), failedStatus: null },
  enquete: remote(null),
  special: remote(null),
  specialStatus: remote(null),
  parents: { created: remote(null), link: remote(null), reactions: remote(null) },
};

const diagnosisThunk = createAsyncThunk.withTypes<{ extra: ThunkExtra; rejectValue: DiagnosisFailure }>();
const failure = (e: unknown): DiagnosisFailure => ({ status: isApiClientError(e) ? e.status : 0, message: errorMessage(e) });

export const startDiagnosis = diagnosisThunk('family/startDiagnosis', async (_: void, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await diagnosisContract()).createDiagnosis, {});
  } catch (e) {
    return rejectWithValue(failure(e));
  }
});

export const submitDiagnosis = diagnosisThunk('family/submitDiagnosis', async (input: EndpointInput<typeof answerDiagnosis>, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await diagnosisContract()).answerDiagnosis, input);
  } catch (e) {
    return rejectWithValue(failure(e));
  }
});

export const sendEnquete = createAppThunk('family/sendEnquete', async (input: EndpointInput<typeof postEnquete>, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await enqueteContract()).postEnquete, input);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const sendSpecial = createAppThunk('family/sendSpecial', async (input: EndpointInput<typeof postSpecial>, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await specialContract()).postSpecial, input);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const checkSpecial = createAppThunk('family/checkSpecial', async (input: EndpointInput<typeof getSpecial>, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await specialContract()).getSpecial, input);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const saveParentQuestionnaire = createAppThunk('family/saveParentQuestionnaire', async (input: EndpointInput<typeof createParentQuestionnaire>, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await parentsContract()).createParentQuestionnaire, input);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const addParentLink = createAppThunk('family/addParentLink', async (input: EndpointInput<typeof createParentLink>, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await parentsContract()).createParentLink, input);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const sendParentReactions = createAppThunk('family/sendParentReactions', async (input: EndpointInput<typeof saveParentReactions>, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await parentsContract()).saveParentReactions, input);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

const familySlice = createSlice({
  name: 'family',
  initialState: initialFamilyState,
  reducers: {},
  extraReducers: (builder) => {
    for (const [thunk, key] of [[startDiagnosis, 'started'], [submitDiagnosis, 'answered']] as const) {
      builder
        .addCase(thunk.pending, (s) => {
          Object.assign(s.diagnosis[key], { status: 'started', fetching: true, error: null });
          s.diagnosis.failedStatus = null;
        })
        .addCase(thunk.fulfilled, (s, a) => {
          Object.assign(s.diagnosis[key], { status: 'done', fetching: false, data: a.payload });
        })
        .addCase(thunk.rejected, (s, a) => {
          Object.assign(s.diagnosis[key], { status: 'failed', fetching: false, error: a.payload?.message ?? a.error.message ?? 'Failed to fetch' });
          s.diagnosis.failedStatus = a.payload?.status ?? 0;
        });
    }
    addRemoteCases(builder, sendEnquete, (s) => s.enquete);
    addRemoteCases(builder, sendSpecial, (s) => s.special);
    addRemoteCases(builder, checkSpecial, (s) => s.specialStatus);
    addRemoteCases(builder, saveParentQuestionnaire, (s) => s.parents.created);
    addRemoteCases(builder, addParentLink, (s) => s.parents.link);
    addRemoteCases(builder, sendParentReactions, (s) => s.parents.reactions);
  },
});

injectSlice(familySlice);
export default familySlice.reducer;
