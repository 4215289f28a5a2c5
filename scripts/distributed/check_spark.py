#!/usr/bin/env python3
"""Check the Spark recipe against one local run of `weekdays convert`.

    check_spark.py PATHS LOCAL.jsonl OUT.jsonl --weekdays PATH [--partitions N]

Runs the recipe of spark_convert.py in local mode on the list PATHS and writes the records
it gets to OUT.jsonl (for compare_records.py to compare line by line). Then it compares
DataFrames: the recipe's records and the local run's, read with the same schema, must each
hold every row of the other as many times (exceptAll both ways). Last, a list with a path
that cannot be read must fail the job rather than lose that feed's records quietly.

Exit status 0 when all of it holds, 1 when not.
"""

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from spark_convert import convert_records, records_frame, session  # noqa: E402


def frames_differ(name, left, right):
    """Print up to five rows of `left` missing from `right`; True when there is any."""
    missing = left.exceptAll(right)
    rows = missing.limit(5).collect()
    for row in rows:
        print(f"spark: {name}: {row.asDict()}", file=sys.stderr)
    return bool(rows)


def unreadable_path_fails(spark, weekdays):
    """Whether a partition that cannot read one of its paths fails the whole job."""
    with tempfile.TemporaryDirectory() as folder:
        paths = os.path.join(folder, "paths.txt")
        with open(paths, "w", encoding="utf-8") as out:
            out.write(os.path.join(folder, "missing.ics") + "\n")
        try:
            convert_records(spark, paths, weekdays, 1).collect()
        except Exception:  # the job's failure, whatever Spark wraps it in
            return True
    return False


def main(argv=None):
    parser = argparse.ArgumentParser(description="Check the Spark recipe against a local run.")
    parser.add_argument("paths")
    parser.add_argument("local")
    parser.add_argument("out")
    parser.add_argument("--weekdays", required=True)
    parser.add_argument("--partitions", type=int, default=8)
    args = parser.parse_args(argv)

    spark = session("local[2]")
    spark.sparkContext.setLogLevel("ERROR")
    failed = False
    try:
        lines = convert_records(spark, args.paths, args.weekdays, args.partitions).cache()
        with open(args.out, "w", encoding="utf-8") as out:
            for line in lines.toLocalIterator():
                out.write(line + "\n")
        distributed = records_frame(spark, lines)
        local = records_frame(spark, spark.sparkContext.textFile(args.local))
        count, expected = distributed.count(), local.count()
        if count != expected:
            print(f"spark: {count} records in the DataFrame, {expected} in the local run", file=sys.stderr)
            failed = True
        failed |= frames_differ("only in the local run", local, distributed)
        failed |= frames_differ("only in Spark's run", distributed, local)
        if not failed:
            print(f"spark: the DataFrame holds the local run's {expected} records, order aside")
        if unreadable_path_fails(spark, args.weekdays):
            print("spark: a path that cannot be read fails the job")
        else:
            print("spark: a path that cannot be read did not fail the job", file=sys.stderr)
            failed = True
    finally:
        spark.stop()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
