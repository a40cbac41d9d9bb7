import { createSlice } from '@reduxjs/toolkit';
import { errorMessage } from '../../api/errors';
import type { contactFeedback, ContactFeedbackResult } from '../../api/contract/contact';
import type { EndpointInput } from '../../api/contract/define';
import { createAppThunk } from '../hooks';
import { addRemoteCases, remote, type Remote } from '../remote';
import { injectSlice } from '../index';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const contactContract = () => import('../../api/contract/contact');

/** The contact form (§4): started disables the button (送信中...), the answer decides what follows. */
export interface ContactState {
  feedback: Remote<ContactFeedbackResult | null>;
}

export const initialContactState: ContactState = { feedback: remote(null) };

export const sendContact = createAppThunk('contact/send', async (input: EndpointInput<typeof contactFeedback>, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await contactContract()).contactFeedback, input);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, sendContact, (s) => s.feedback);
  },
});

injectSlice(contactSlice);
export default contactSlice.reducer;
