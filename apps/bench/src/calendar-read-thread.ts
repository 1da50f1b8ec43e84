// The calendar reading thread's entry in the built bench (dist/calendar-read-thread.js, beside
// run.js), as in the worker: the calendar import scenario reads through it.
import "@booking/core/calendar-read-thread";
