#ifndef LAYOUTLAB_CSQLITE_SHIM_H
#define LAYOUTLAB_CSQLITE_SHIM_H
#include <sqlite3.h>

// The notebook uses STRICT tables (3.37.0). Older headers fail here, at build time; the library
// actually loaded at run time is checked again by the Notebook module.
#if SQLITE_VERSION_NUMBER < 3037000
#error "layoutlab needs SQLite 3.37.0 or newer (STRICT tables); install a newer libsqlite3-dev"
#endif

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import.
// These wrappers bind text and blobs that SQLite copies before the call returns.
static inline int layoutlab_bind_text_transient(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

#endif
