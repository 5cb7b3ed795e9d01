/*
 * Baseline for the notebook benchmark: the fastest straightforward C inserting the same rows.
 *
 *   cc -O2 -o insert Benchmarks/insert.c -lsqlite3
 *   ./insert SOURCE.sqlite TARGET.sqlite
 *
 * SOURCE is a notebook that recorded one run; TARGET is a notebook with the same experiments and
 * run row but no results. Every result, layout, node, frame, layout_trace and expectation_result
 * row of SOURCE is loaded into memory first (not timed), then inserted into TARGET with the
 * connection settings layoutlab uses (WAL, synchronous=NORMAL, foreign_keys=ON, busy_timeout)
 * and the same transactions: each experiment in a SAVEPOINT of its own inside a BEGIN IMMEDIATE
 * ... COMMIT group that commits once it has been open 50 ms, one prepared statement per table,
 * bind / step / reset per row. Prints the rows and the seconds taken.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { TABLES = 6 };
static const char *names[TABLES] = { "result", "layout", "node", "frame", "layout_trace", "expectation_result" };

typedef struct {
    int columns;
    long count;
    long capacity;
    sqlite3_value **values; /* count * columns */
    sqlite3_stmt *insert;
} Table;

static void fail(sqlite3 *db, const char *what) {
    fprintf(stderr, "insert: %s: %s\n", what, db ? sqlite3_errmsg(db) : "");
    exit(2);
}

static void exec(sqlite3 *db, const char *sql) {
    if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK) fail(db, sql);
}

static void load(sqlite3 *db, const char *name, Table *table) {
    char sql[256];
    snprintf(sql, sizeof sql, "SELECT * FROM %s ORDER BY 1, 2, 3, 4", name);
    sqlite3_stmt *select;
    if (sqlite3_prepare_v2(db, sql, -1, &select, NULL) != SQLITE_OK) fail(db, sql);
    table->columns = sqlite3_column_count(select);
    table->count = 0;
    table->capacity = 1024;
    table->values = malloc(sizeof(sqlite3_value *) * table->capacity * table->columns);
    while (sqlite3_step(select) == SQLITE_ROW) {
        if (table->count == table->capacity) {
            table->capacity *= 2;
            table->values = realloc(table->values, sizeof(sqlite3_value *) * table->capacity * table->columns);
        }
        for (int c = 0; c < table->columns; c++)
            table->values[table->count * table->columns + c] = sqlite3_value_dup(sqlite3_column_value(select, c));
        table->count++;
    }
    sqlite3_finalize(select);
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: insert SOURCE.sqlite TARGET.sqlite\n");
        return 2;
    }
    sqlite3 *source, *target;
    if (sqlite3_open_v2(argv[1], &source, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) fail(source, argv[1]);
    Table tables[TABLES];
    long rows = 0;
    for (int t = 0; t < TABLES; t++) {
        load(source, names[t], &tables[t]);
        rows += tables[t].count;
    }

    if (sqlite3_open_v2(argv[2], &target, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) fail(target, argv[2]);
    sqlite3_busy_timeout(target, 5000);
    exec(target, "PRAGMA journal_mode = WAL");
    exec(target, "PRAGMA synchronous = NORMAL");
    exec(target, "PRAGMA foreign_keys = ON");
    /* The rules the calls refer to and the definition hashes the results refer to (a few dozen
     * rules, one hash per definition, written by layoutlab as it first meets each), copied before
     * timing; the call shapes (one per distinct call, thousands) are copied timed, below. */
    char attach[4200];
    snprintf(attach, sizeof attach, "ATTACH DATABASE '%s' AS source", argv[1]);
    exec(target, attach);
    exec(target, "INSERT OR IGNORE INTO main.proposal_rule SELECT * FROM source.proposal_rule");
    exec(target, "INSERT OR IGNORE INTO main.definition_hash SELECT * FROM source.definition_hash");
    exec(target, "DETACH DATABASE source");
    for (int t = 0; t < TABLES; t++) {
        char sql[512] = "";
        int n = snprintf(sql, sizeof sql, "INSERT INTO %s VALUES (", names[t]);
        for (int c = 0; c < tables[t].columns; c++) n += snprintf(sql + n, sizeof sql - n, c ? ", ?" : "?");
        snprintf(sql + n, sizeof sql - n, ")");
        if (sqlite3_prepare_v3(target, sql, -1, SQLITE_PREPARE_PERSISTENT, &tables[t].insert, NULL) != SQLITE_OK)
            fail(target, sql);
    }

    double start = now();
    /* The call shapes, in one statement (layoutlab inserts each as the first trace that has it is
     * written). */
    exec(target, attach);
    exec(target, "INSERT INTO main.call_shape SELECT * FROM source.call_shape");
    exec(target, "DETACH DATABASE source");
    long cursor[TABLES] = { 0 };
    double group = -1; /* when the open group began; -1: none is open */
    /* Results are ordered by (run_id, experiment_id); every other table's rows for that experiment follow. */
    for (long r = 0; r < tables[0].count; r++) {
        sqlite3_int64 experiment = sqlite3_value_int64(tables[0].values[r * tables[0].columns + 1]);
        if (group < 0) {
            exec(target, "BEGIN IMMEDIATE");
            group = now();
        }
        exec(target, "SAVEPOINT result");
        for (int t = 0; t < TABLES; t++) {
            Table *table = &tables[t];
            for (;;) {
                long i = t == 0 ? r : cursor[t];
                if (i >= table->count) break;
                sqlite3_value **row = table->values + i * table->columns;
                if (t != 0 && sqlite3_value_int64(row[1]) != experiment) break;
                for (int c = 0; c < table->columns; c++) sqlite3_bind_value(table->insert, c + 1, row[c]);
                if (sqlite3_step(table->insert) != SQLITE_DONE) fail(target, names[t]);
                sqlite3_reset(table->insert);
                if (t == 0) break;
                cursor[t]++;
            }
        }
        exec(target, "RELEASE result");
        if (now() - group >= 0.05) {
            exec(target, "COMMIT");
            group = -1;
        }
    }
    if (group >= 0) exec(target, "COMMIT");
    double seconds = now() - start;
    printf("%ld %.6f\n", rows, seconds);
    for (int t = 0; t < TABLES; t++) sqlite3_finalize(tables[t].insert);
    sqlite3_close(target);
    sqlite3_close(source);
    return 0;
}
