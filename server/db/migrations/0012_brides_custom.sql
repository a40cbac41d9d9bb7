-- Bride reports move from hall rows (hall_bride_reports) to members' reports (bride_reports, keyed by the
-- member's user id). Clips of the old rows point at ids that no longer name a report: they are removed
-- before bride_report_clips.report_id is re-pointed at bride_reports.
DELETE FROM "bride_report_clips";
