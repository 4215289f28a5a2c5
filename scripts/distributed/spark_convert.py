#!/usr/bin/env python3
"""Convert the calendar feeds named in a list with `weekdays convert`, spread over Spark.

    spark_convert.py PATHS OUT [--weekdays PATH] [--partitions N] [--master URL]
    spark-submit [--master URL] spark_convert.py PATHS OUT [--weekdays PATH] [--partitions N]

PATHS is a text file of .ics paths, one a line, that every worker can read (a local file in
local mode; a shared folder or HDFS on a cluster), and so are the paths in it. The list
becomes an RDD of paths; each partition is piped through

    weekdays convert --paths-from - --to jsonl

on the worker that holds it, and the JSON Lines that come back are written unchanged to the
folder OUT (Spark's part files) and read as a DataFrame, whose count by fidelity is printed.

`weekdays` must be installed on every worker: --weekdays is its path there (default: the
one on this machine's PATH). A partition whose run cannot read an input (exit status 2)
fails the job, so no feed's records go missing without a word; exit status 1 (rules that
libical rejects, which still have their records) does not.
"""

import argparse
import os
import shlex
import shutil
import sys

from pyspark.sql import SparkSession
from pyspark.sql.types import ArrayType, IntegerType, StringType, StructField, StructType

# The fields of a record, as the contract names them.
RECORD_SCHEMA = StructType(
    [
        StructField("path", StringType()),
        StructField("uid", StringType()),
        StructField("summary", StringType()),
        StructField("dtstart", StringType()),
        StructField("tzid", StringType()),
        StructField("rule", StringType()),
        StructField("selection", ArrayType(IntegerType())),
        StructField("fidelity", StringType()),
        StructField("notes", ArrayType(StringType())),
        StructField("summaryText", StringType()),
        StructField("error", StringType()),
    ]
)


def convert_command(weekdays):
    """The command each partition is piped through.

    Status 1 means "converted, and some rules are invalid": the records are all there, so
    the shell turns it into 0 and only a worse status fails the task.
    """
    run = shlex.join([weekdays, "convert", "--paths-from", "-", "--to", "jsonl"])
    return shlex.join(["sh", "-c", run + " || [ $? -eq 1 ]"])


def worker_environment():
    """The environment of each `weekdays` run.

    PySpark starts piped commands with only the variables it is given; LANG sets the
    language of notes and summaries, so it must be the same for every partition.
    """
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "LANG": os.environ.get("LANG", "C.UTF-8"),
    }


def convert_records(spark, paths_file, weekdays, partitions):
    """The records of every feed in the list, as an RDD of JSON lines."""
    paths = spark.sparkContext.textFile(paths_file, minPartitions=partitions)
    return paths.pipe(convert_command(weekdays), env=worker_environment(), checkCode=True)


def records_frame(spark, lines):
    """The JSON lines as a DataFrame of records; a line that is not a record fails the job."""
    return spark.read.schema(RECORD_SCHEMA).option("mode", "FAILFAST").json(lines)


def session(master=None):
    """A Spark session whose Python workers run this interpreter (where PySpark is).

    Without `master`, spark-submit's --master holds (local[*] when there is none). In local
    mode the driver listens on the loopback address only; the console shows the workers'
    messages without progress bars.
    """
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    builder = (
        SparkSession.builder.appName("weekdays convert")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
    )
    if master:
        builder = builder.master(master)
    if master and master.startswith("local"):
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
        builder = builder.config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1")
    return builder.getOrCreate()


def main(argv=None):
    parser = argparse.ArgumentParser(description="Convert listed .ics feeds with weekdays, on Spark.")
    parser.add_argument("paths", help="a text file of .ics paths, one a line")
    parser.add_argument("out", help="the folder to write the JSON Lines part files to")
    parser.add_argument("--weekdays", default=shutil.which("weekdays") or "weekdays",
                        help="the weekdays executable on the workers")
    parser.add_argument("--partitions", type=int, default=8, help="shares of the list (default 8)")
    parser.add_argument("--master", help="the Spark master (default: spark-submit's, or local[*])")
    args = parser.parse_args(argv)

    spark = session(args.master)
    spark.sparkContext.setLogLevel("ERROR")
    try:
        lines = convert_records(spark, args.paths, args.weekdays, args.partitions).cache()
        lines.saveAsTextFile(args.out)
        frame = records_frame(spark, lines)
        for row in frame.groupBy("fidelity").count().orderBy("fidelity").collect():
            print(f"weekdays: {row['count']} records {row['fidelity']}", file=sys.stderr)
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
